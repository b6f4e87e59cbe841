import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Fragment, useId, useState } from 'react';
import type { FieldChange } from '@contract/listings';

/** Beyond this length (or with a line break) a value is shown under the other rather than beside it. */
const INLINE_LENGTH = 60;

const isLong = (text: string) => text.length > INLINE_LENGTH || text.includes('\n');

function Value({ text, kind }: { text: string; kind: 'before' | 'after' }) {
  const Tag = kind === 'before' ? 'del' : 'ins';
  return (
    <Box
      component={Tag}
      sx={
        kind === 'before'
          ? { color: 'text.secondary' }
          : { textDecoration: 'none', fontWeight: 600, color: 'text.primary' }
      }
    >
      <Box component="span" sx={visuallyHidden}>
        {kind === 'before' ? 'Before: ' : 'After: '}
      </Box>
      {text || (
        <Box component="span" sx={{ fontStyle: 'italic', fontWeight: 400 }}>
          not set
        </Box>
      )}
    </Box>
  );
}

/** What the owner changed, field by field: the live value struck through, then the submitted one. */
export function ChangeList({ changes }: { changes: FieldChange[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(7rem, max-content) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {changes.map((change) => {
        const stacked = isLong(change.before) || isLong(change.after);
        return (
          <Fragment key={change.field}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
              {change.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', color: 'text.secondary' }}
            >
              {stacked ? (
                <>
                  <Box sx={{ mb: 0.5, '& del': { textDecoration: 'none' } }}>
                    <Box component="span" aria-hidden sx={{ fontSize: '0.75rem', display: 'block' }}>
                      Before
                    </Box>
                    <Value text={change.before} kind="before" />
                  </Box>
                  <Box>
                    <Box component="span" aria-hidden sx={{ fontSize: '0.75rem', display: 'block' }}>
                      After
                    </Box>
                    <Value text={change.after} kind="after" />
                  </Box>
                </>
              ) : (
                <>
                  <Value text={change.before} kind="before" />
                  <Box component="span" aria-hidden sx={{ mx: 1 }}>
                    →
                  </Box>
                  <Value text={change.after} kind="after" />
                </>
              )}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}

export const fieldCount = (count: number) => `${count} changed field${count === 1 ? '' : 's'}`;

/** On a phone: the count of changed fields, opening to the list (kept in the page while closed, hidden). */
export function ChangesDisclosure({ changes }: { changes: FieldChange[] }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={regionId}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            aria-hidden
          />
        }
        sx={{ px: 0.5, ml: -0.5 }}
      >
        {open ? `Hide ${fieldCount(changes.length)}` : `Show ${fieldCount(changes.length)}`}
      </Button>
      <Collapse in={open}>
        <Box id={regionId} role="region" aria-label="Changed fields" sx={{ pt: 0.5 }}>
          <ChangeList changes={changes} />
        </Box>
      </Collapse>
    </Box>
  );
}
