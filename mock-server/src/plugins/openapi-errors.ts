import type { OpenAPIV3 } from 'openapi-types';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const ERROR_BODY: OpenAPIV3.ResponseObject = {
  description:
    'Any failure: `code` is one of the stable error codes (translate it), `message` the English text.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
};

/**
 * Adds the shared error body as the `default` response of every operation that does not describe its
 * failures itself, so a client generated from the document knows every error carries a `code`.
 */
export const withErrorResponses = (document: OpenAPIV3.Document): OpenAPIV3.Document => {
  const paths: OpenAPIV3.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    const next: OpenAPIV3.PathItemObject = { ...item };
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      next[method] = { ...operation, responses: { default: ERROR_BODY, ...operation.responses } };
    }
    paths[path] = next;
  }
  return { ...document, paths };
};
