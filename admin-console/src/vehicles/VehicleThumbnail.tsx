import { Box, type SxProps, type Theme } from '@mui/material';

/** A listing's first photo, 64 × 48 and decorative (alt=""): its name is always written beside it. */
export function VehicleThumbnail({ src, sx }: { src: string | undefined; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        { width: 64, height: 48, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && (
        <img src={src} alt="" width={64} height={48} loading="lazy" style={{ objectFit: 'cover', display: 'block' }} />
      )}
    </Box>
  );
}
