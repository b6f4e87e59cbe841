import { Box, Button, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/** Wait this long after the last keystroke before asking the server for a new preview. */
const PREVIEW_DELAY_MS = 400;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Headings, lists, links and quotes of the rendered body, readable inside the form. */
const bodyStyles = {
  '& h1, & h2, & h3, & h4': { mt: 2, mb: 1, fontWeight: 600 },
  '& p': { my: 1 },
  '& ul, & ol': { pl: 3 },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& a': { color: 'primary.main' },
};

/**
 * The body as the storefront will show it once saved, rendered by the server from the text being edited (the same
 * merge as a save, so untouched paragraphs keep their formatting here too).
 */
export function PagePreview() {
  const page = useRecordContext<{ id: number }>();
  const markdown = useWatch({ name: 'bodyMarkdown' }) as string | undefined;
  const settled = useSettled(markdown ?? '', PREVIEW_DELAY_MS);
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const regionId = useId();
  const preview = useQuery({
    queryKey: ['page-preview', page?.id, settled],
    queryFn: async () => (await dataProvider.previewPage(page!.id, settled)).data.html ?? '',
    enabled: open && page != null,
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Button onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={regionId}>
        {open ? 'Hide preview' : 'Preview the body'}
      </Button>
      {open && (
        <Box
          id={regionId}
          role="region"
          aria-label="Preview"
          aria-busy={preview.isFetching}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          {preview.isError ? (
            <Typography color="error">The preview could not be made; the text can still be saved.</Typography>
          ) : (
            // HTML rendered by our server from Lexical (text escaped, link URLs sanitised), as the storefront shows it.
            <Box sx={bodyStyles} dangerouslySetInnerHTML={{ __html: preview.data ?? '' }} />
          )}
        </Box>
      )}
    </Box>
  );
}
