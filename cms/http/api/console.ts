/**
 * The react-admin console's bridge (/api/console/<resource>), in ra-data-simple-rest's dialect: `sort`, `range` and
 * `filter` as JSON in the query string, the total in `Content-Range`. Every call reaches Payload's Local API as the
 * caller with `overrideAccess: false`, so the CMS's access rules hold here as everywhere; on top, each resource
 * names the roles that may use it at all (401 signed out, 403 otherwise).
 */
import { Router, type Request } from 'express';
import { NotFound, type Payload, type TypedUser, type Where } from 'payload';
import { roleOf } from '../../payload/access/roles.ts';
import { contactMessagesResource } from '../console/contactMessages.ts';
import { recordIdSchema } from '../console/filters.ts';
import { moderationEventsResource } from '../console/moderationEvents.ts';
import { pagesResource, previewPageBody } from '../console/pages.ts';
import { contentRange, parseListQuery, parseNamed, type ListQuery } from '../console/query.ts';
import type { ConsoleResource, Doc } from '../console/resource.ts';
import { usersResource } from '../console/users.ts';
import { vehiclesResource } from '../console/vehicles.ts';
import { HttpError } from '../errors.ts';
import { requireUser } from '../session.ts';
import { parseInput } from '../validate.ts';

const consoleResources: Record<string, ConsoleResource> = {
  vehicles: vehiclesResource,
  users: usersResource,
  'contact-messages': contactMessagesResource,
  pages: pagesResource,
  'moderation-events': moderationEventsResource,
};

interface Call {
  name: string;
  resource: ConsoleResource;
  user: TypedUser;
}

async function authorize(payload: Payload, req: Request): Promise<Call> {
  const name = String(req.params.resource);
  const resource = Object.hasOwn(consoleResources, name) ? consoleResources[name] : undefined;
  if (!resource) throw new HttpError(404, `No such console resource: ${name}`);
  const user = await requireUser(payload, req);
  const role = roleOf(user);
  if (!role || !(resource.roles as readonly string[]).includes(role))
    throw new HttpError(403, `Your role may not use ${name}`);
  return { name, resource, user };
}

function sortOf(resource: ConsoleResource, sort: ListQuery['sort']): string[] {
  if (!sort) return [resource.defaultSort, '-id'];
  const field = Object.hasOwn(resource.sortable, sort.field) ? resource.sortable[sort.field] : undefined;
  if (!field) {
    const allowed = Object.keys(resource.sortable).join(', ');
    throw new HttpError(400, `sort: cannot sort by ${sort.field} (one of: ${allowed})`, [
      { path: 'sort.0', message: `One of: ${allowed}` },
    ]);
  }
  const direction = sort.order === 'DESC' ? '-' : '';
  // Ties broken by id, so pages never overlap or skip rows.
  return field === 'id' ? [`${direction}id`] : [`${direction}${field}`, `${direction}id`];
}

/**
 * Payload pages by page number; react-admin asks for row ranges that are whole pages. Any other range is read from
 * the one or two pages of its own size that cover it, so no request reads more than twice what it asked for.
 */
async function findRange(payload: Payload, call: Call, where: Where, sort: string[], [first, last]: [number, number]) {
  const size = last - first + 1;
  const pages = [...new Set([Math.floor(first / size) + 1, Math.floor(last / size) + 1])];
  const results = await Promise.all(
    pages.map((page) =>
      payload.find({
        collection: call.resource.collection,
        where,
        sort,
        depth: 0,
        user: call.user,
        overrideAccess: false,
        limit: size,
        page,
      }),
    ),
  );
  const docs = results.flatMap((result) => result.docs as unknown as Doc[]);
  const skip = first - (pages[0]! - 1) * size;
  return { docs: docs.slice(skip, skip + size), total: results[0]!.totalDocs };
}

async function findAll(payload: Payload, call: Call, where: Where, sort: string[]) {
  const result = await payload.find({
    collection: call.resource.collection,
    where,
    sort,
    depth: 0,
    user: call.user,
    overrideAccess: false,
    pagination: false,
  });
  return { docs: result.docs as unknown as Doc[], total: result.totalDocs };
}

async function findOne(payload: Payload, call: Call, id: number): Promise<Doc> {
  try {
    return (await payload.findByID({
      collection: call.resource.collection,
      id,
      depth: 0,
      user: call.user,
      overrideAccess: false,
    })) as unknown as Doc;
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(404, `No ${call.name} record ${id}`);
    throw error;
  }
}

const idOf = (req: Request) => parseInput(recordIdSchema, req.params.id);

/** The parsed JSON body; express.json leaves it undefined for any other content type. */
function jsonBody(req: Request): unknown {
  if (req.body === undefined)
    throw new HttpError(400, 'Send a JSON body with the header Content-Type: application/json');
  return req.body;
}

export function consoleRouter(payload: Payload): Router {
  const router = Router();

  router.get('/console/:resource', async (req, res) => {
    const call = await authorize(payload, req);
    const query = parseListQuery(req.query as Record<string, unknown>);
    const filter = parseNamed('filter', call.resource.filter, query.filter);
    const where = call.resource.where(filter);
    const sort = sortOf(call.resource, query.sort);
    // getMany names its ids (at most 1000) and sends no range: answer all of them.
    const unpaged = !query.ranged && filter.id !== undefined;
    const { docs, total } = unpaged
      ? await findAll(payload, call, where, sort)
      : await findRange(payload, call, where, sort, query.range);
    const first = unpaged ? 0 : query.range[0];
    res.setHeader('Content-Range', contentRange(call.name, first, docs.length, total));
    res.json(await Promise.all(docs.map((doc) => call.resource.view(doc, payload))));
  });

  router.get('/console/:resource/:id', async (req, res) => {
    const call = await authorize(payload, req);
    res.json(await call.resource.view(await findOne(payload, call, idOf(req)), payload));
  });

  router.put('/console/:resource/:id', async (req, res) => {
    const call = await authorize(payload, req);
    if (!call.resource.update) throw new HttpError(405, `${call.name} are read-only here`);
    const id = idOf(req);
    const body = jsonBody(req);
    const current = await findOne(payload, call, id);
    const updated = await call.resource.update({ payload, user: call.user, id, current, body });
    res.json(await call.resource.view(updated, payload));
  });

  router.delete('/console/:resource/:id', async (req, res) => {
    const call = await authorize(payload, req);
    if (!call.resource.deletable) throw new HttpError(405, `${call.name} cannot be deleted here`);
    const id = idOf(req);
    const current = await findOne(payload, call, id);
    await payload.delete({ collection: call.resource.collection, id, user: call.user, overrideAccess: false });
    res.json(await call.resource.view(current, payload));
  });

  // A page body as the storefront would render it after a save, for the editor's preview; nothing is written.
  router.post('/console/:resource/:id/preview', async (req, res) => {
    const call = await authorize(payload, req);
    if (call.resource !== pagesResource) throw new HttpError(404, `${call.name} have no preview`);
    const body = jsonBody(req);
    res.json(await previewPageBody(await findOne(payload, call, idOf(req)), body));
  });

  router.post('/console/:resource', async (req) => {
    const call = await authorize(payload, req);
    throw new HttpError(405, `${call.name} are not created in the console`);
  });

  return router;
}
