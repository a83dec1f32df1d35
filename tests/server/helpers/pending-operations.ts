/**
 * Operations of openapi.yaml whose contract has landed before their
 * implementation (issue 32, pool projects: the contract lands first so that
 * the engine and the screens can be built against it). The router answers
 * each of them 501 not_implemented (tests/server/http/contract.test.ts checks
 * it); the permission matrix gets their rows as they are implemented. The
 * list only shrinks: an implemented operation leaves it in the same commit.
 */
export const PENDING_OPERATIONS: readonly string[] = [];
