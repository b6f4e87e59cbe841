/**
 * The worker thread that converts page bodies between Markdown and Lexical (started by pageBody.ts): one task at a
 * time, answered by id. Says `ready` once Lexical and the editor config are loaded.
 */
import { parentPort } from 'node:worker_threads';
import { pageView } from '../../domain/pages/pageView.ts';
import { bodyMarkdown, ConversionError, mergeMarkdown, pageEditorConfig } from './lexicalMarkdown.ts';

export type PageBodyTask =
  | { kind: 'markdown'; body: unknown }
  | { kind: 'merge'; original: unknown; markdown: string }
  | { kind: 'preview'; original: unknown; markdown: string };

export type PageBodyReply =
  { ready: true } | { id: number; result: unknown } | { id: number; error: string; conversion: boolean };

const port = parentPort!;
const editorConfig = await pageEditorConfig();

function run(task: PageBodyTask): unknown {
  switch (task.kind) {
    case 'markdown':
      return bodyMarkdown(editorConfig, task.body);
    case 'merge':
      return mergeMarkdown(editorConfig, task.original, task.markdown);
    case 'preview':
      return pageView({
        slug: '',
        title: '',
        body: mergeMarkdown(editorConfig, task.original, task.markdown),
        faq: [],
        updatedAt: '',
      }).html;
  }
}

port.on('message', ({ id, task }: { id: number; task: PageBodyTask }) => {
  let reply: PageBodyReply;
  try {
    reply = { id, result: run(task) };
  } catch (error) {
    reply = {
      id,
      error: error instanceof Error ? error.message : String(error),
      conversion: error instanceof ConversionError || error instanceof RangeError,
    };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies PageBodyReply);
