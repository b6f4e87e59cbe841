import { Box, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, useRecordContext } from 'react-admin';
import { creditBandLabel, incomeBandLabel } from '@contract/financing';
import { formatPrice } from '@contract/format';

interface FinancingAnswers {
  incomeBand: string | null;
  creditBand: string | null;
  downPayment: number | null;
}
interface Message {
  financing: FinancingAnswers | null;
}

/** The answers in words, as the buyer chose them on the financing page's form. */
function answerRows(answers: FinancingAnswers) {
  return [
    { label: 'Yearly income', value: incomeBandLabel(answers.incomeBand) ?? '—' },
    { label: 'Credit score', value: creditBandLabel(answers.creditBand) ?? '—' },
    { label: 'Down payment', value: answers.downPayment == null ? '—' : formatPrice(answers.downPayment) },
  ];
}

/**
 * A pre-qualification's answers in a message's page (give it `label={false}` in a show layout: it has its own
 * heading); nothing for other enquiries.
 */
export function FinancingAnswers(_props: { label?: false }) {
  const answers = useRecordContext<Message>()?.financing;
  if (!answers) return null;
  return (
    <Box
      component="section"
      aria-labelledby="financing-answers-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="financing-answers-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Financing pre-qualification
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ mt: 1 }}>
        {answerRows(answers).map(({ label, value }) => (
          <Labeled key={label} label={label}>
            <Typography variant="body2">{value}</Typography>
          </Labeled>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The inbox's short form: "Good (680–719) · $10,000 down"; empty for other enquiries. The `label` is the column's
 * header (a Datagrid reads it from the element's props).
 */
export function FinancingSummaryField({ label }: { label: string }) {
  return (
    <FunctionField<Message>
      label={label}
      render={({ financing }) =>
        financing
          ? [
              creditBandLabel(financing.creditBand),
              financing.downPayment == null ? undefined : `${formatPrice(financing.downPayment)} down`,
            ]
              .filter(Boolean)
              .join(' · ')
          : ''
      }
    />
  );
}
