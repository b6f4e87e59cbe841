/** `npm run generate:types`: rewrites cms/payload/payload-types.ts after a change to the collections. */
import { payloadTypesFile } from '../payload/config.ts';
import { writePayloadTypes } from '../payload/generateTypes.ts';
import { log } from '../runtime.ts';

await writePayloadTypes(payloadTypesFile);
log(`Wrote ${payloadTypesFile}`);
process.exit(0);
