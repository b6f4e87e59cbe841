import { TextInput, type TextInputProps } from 'react-admin';

/**
 * A list of short texts (features, photo addresses, service entries) edited one per line. The server trims
 * entries and drops empty ones and duplicates.
 */
export function TextListInput(props: Omit<TextInputProps, 'format' | 'parse' | 'multiline'>) {
  return (
    <TextInput
      {...props}
      multiline
      minRows={3}
      format={(value: unknown) => (Array.isArray(value) ? value.join('\n') : '')}
      parse={(text: string) => (text ? text.split('\n') : [])}
      helperText={props.helperText ?? 'One per line'}
    />
  );
}
