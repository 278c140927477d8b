import { Alert, AlertTitle, Box } from '@mui/material';
import type { ApiProblem } from '../../../shared/http/ApiError.ts';

/** A failed import: the server's message and, for an invalid file, each problem (each already names its line). */
export function ImportProblems({ message, problems }: { message: string; problems: ApiProblem[] }) {
  return (
    <Alert severity="error" sx={{ mt: 1.5 }} data-testid="import-problems">
      {problems.length > 0 ? <AlertTitle>{message}</AlertTitle> : message}
      {problems.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
          {problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
