/**
 * The API contract, openapi/openapi.yaml, read once: from openapi/generated/openapi.json, which
 * `npm run generate` writes from it (scripts/contract-json.ts), since a JSON parse takes milliseconds
 * where the YAML's takes a few hundred.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/generated/openapi.json', import.meta.url));

interface Operation {
  operationId: string;
  security?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
}

export interface ContractOperation {
  secured: boolean;
  bodyRequired: boolean;
  /** The operation's one 2xx status. */
  successStatus: number;
}

export interface Contract {
  document: Record<string, unknown>;
  /** operationId -> whether it needs a bearer token, whether it requires a JSON body, its success status. */
  operations: Map<string, ContractOperation>;
}

let cached: Contract | null = null;

export function loadContract(): Contract {
  if (cached) return cached;
  const document = JSON.parse(fs.readFileSync(CONTRACT_PATH, 'utf8')) as Record<string, unknown>;
  const globalSecured = Array.isArray(document.security) && document.security.length > 0;
  const operations = new Map<string, ContractOperation>();
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const item of Object.values(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      const secured = operation.security ? operation.security.length > 0 : globalSecured;
      // multipart bodies are checked by their own parser, not here
      const bodyRequired = operation.requestBody?.required === true && 'application/json' in (operation.requestBody.content ?? {});
      const successStatus = Number(Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code)) ?? 200);
      operations.set(operation.operationId, { secured, bodyRequired, successStatus });
    }
  }
  cached = { document, operations };
  return cached;
}
