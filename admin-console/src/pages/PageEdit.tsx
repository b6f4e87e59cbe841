import { Button } from '@mui/material';
import {
  ArrayInput,
  Edit,
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { onlyChanged } from '../form/onlyChanged';
import { PagePreview } from './PagePreview';

interface Page {
  id: number;
  slug: string;
  title: string;
}

function PageTitle() {
  const page = useRecordContext<Page>();
  return <>{page?.title ?? 'Page'}</>;
}

/** The storefront shows a page at /<slug> and reads it on every visit, so a saved change is live at once. */
function PageActions() {
  const page = useRecordContext<Page>();
  return <TopToolbar>{page && <Button href={`/${page.slug}`}>View on site</Button>}</TopToolbar>;
}

/** Pages belong to the storefront's routes: saved, never deleted, here. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const bodyHelp =
  'Markdown: ## Heading, **bold**, *italic*, [link](/path), - list item, > quote. Paragraphs you leave as they are keep their formatting exactly.';

/** Title, body and FAQ of a content page; only what the editor changed is saved. */
export function PageEdit() {
  return (
    <Edit title={<PageTitle />} actions={<PageActions />} mutationMode="pessimistic" transform={onlyChanged}>
      <SimpleForm toolbar={<SaveOnly />}>
        <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
        <TextInput
          source="bodyMarkdown"
          label="Body"
          multiline
          minRows={14}
          fullWidth
          helperText={bodyHelp}
          validate={maxLength(100_000)}
        />
        <PagePreview />
        <ArrayInput source="faq" label="Questions and answers">
          <SimpleFormIterator inline={false} fullWidth>
            <TextInput source="question" validate={[required(), maxLength(300)]} fullWidth />
            <TextInput source="answer" validate={[required(), maxLength(5000)]} multiline minRows={2} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}
