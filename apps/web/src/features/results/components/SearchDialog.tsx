import { useState } from 'react';
import { Box, DialogContent, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { MIN_NAME_QUERY_LENGTH, messages, normalizeForSearch } from '@dorsal/core';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef } from '../types.ts';
import { useResultSearch } from '../api.ts';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { ResponsiveDialog } from './ResponsiveDialog.tsx';
import { SearchResults } from './SearchResults.tsx';

const t = messages.results;

/** Digits search the bib; otherwise 3 or more letters search names (spec §5). */
export function isSearchable(text: string): boolean {
  const normalized = normalizeForSearch(text);
  return /^\d+$/.test(normalized) || normalized.length >= MIN_NAME_QUERY_LENGTH;
}

/** 'Buscar por nombre o número': debounced search; each hit opens the athlete detail. */
export function SearchDialog({
  lookup,
  onClose,
  onOpenAthlete,
}: {
  lookup: EventLookup;
  onClose: () => void;
  onOpenAthlete: (athlete: AthleteRef) => void;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const searchable = isSearchable(query);
  const search = useResultSearch(lookup.eventId, query, searchable);
  const typedSearchable = isSearchable(text.trim());
  return (
    <ResponsiveDialog title={t.searchTitle} onClose={onClose} testId="search-dialog" maxWidth="sm">
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1, flexShrink: 0 }}>
        <TextField
          autoFocus
          label={t.searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          type="search"
          helperText={typedSearchable ? ' ' : t.searchHint}
          slotProps={{
            htmlInput: { autoComplete: 'off', enterKeyHint: 'search', spellCheck: false },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mt: 1 }}
        />
      </Box>
      <DialogContent sx={{ pt: 0, px: { xs: 1, sm: 2 } }}>
        <SearchResults
          query={query}
          active={typedSearchable}
          settled={searchable && query === text.trim()}
          search={search}
          lookup={lookup}
          onOpenAthlete={onOpenAthlete}
        />
      </DialogContent>
    </ResponsiveDialog>
  );
}
