import { Link, Typography } from '@mui/material';

const urlPattern = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain text with its URLs as clickable links; line breaks kept. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem' }}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} underline="always">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

/** The URLs of a mail: from the text, else from the HTML's anchors (parsed, never run). */
export function mailLinks(text: string | null, html: string | null): string[] {
  const found = new Set<string>(text?.match(urlPattern) ?? []);
  if (found.size === 0 && html) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    doc.querySelectorAll('a[href]').forEach((anchor) => {
      const href = anchor.getAttribute('href');
      if (href && /^https?:\/\//.test(href)) found.add(href);
    });
  }
  return [...found];
}
