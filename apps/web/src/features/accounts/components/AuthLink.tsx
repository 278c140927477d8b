import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** "¿Ya tienes cuenta? Iniciar sesión" style line under a form. */
export function AuthLink({ question, label, to }: { question?: string; label: string; to: string }) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      {question && `${question} `}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 500 }}>
        {label}
      </Link>
    </Typography>
  );
}
