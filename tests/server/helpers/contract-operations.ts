/** The operations of openapi/openapi.yaml as the tests walk them: method, path, security, body types. */
import fs from 'node:fs';
import { CONTRACT_PATH } from '../../../server/http/contract.ts';

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** The contract's path under /api/v1, with its `{param}` placeholders. */
  path: string;
  secured: boolean;
  /** The media types of its request body (empty without one). */
  bodyTypes: string[];
  /** The request body's schema (a `$ref` or an inline schema), by media type. */
  bodySchemas: Record<string, unknown>;
}

interface RawOperation {
  operationId: string;
  security?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
}

export const CONTRACT_URL = new URL('../../../openapi/openapi.yaml', import.meta.url);

/** Parsed from the JSON that `npm run generate` writes from the YAML (checked by tests/server/contract/generated-types.test.ts). */
export const contractDocument = JSON.parse(fs.readFileSync(CONTRACT_PATH, 'utf8')) as {
  security?: unknown[];
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, unknown> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export const contractOperations: ContractOperation[] = Object.entries(contractDocument.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => (METHODS as readonly string[]).includes(method))
    .map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        secured: operation.security ? operation.security.length > 0 : (contractDocument.security ?? []).length > 0,
        bodyTypes: Object.keys(content),
        bodySchemas: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema])),
      };
    }),
);

export function contractOperation(operationId: string): ContractOperation {
  const operation = contractOperations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId} in openapi.yaml`);
  return operation;
}

/** The operation's URL under /api/v1 with its path parameters filled in (query appended when given). */
export function operationUrl(operation: ContractOperation, params: Record<string, string | number> = {}, query: Record<string, string | number | boolean> = {}): string {
  const path = operation.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${operation.operationId}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `/api/v1${path}${search ? `?${search}` : ''}`;
}
