/**
 * Set-up of every server test file: each test fails when an answer it
 * received through `app.inject` is not declared by openapi.yaml for its
 * operation (status, media type, body schema). test-server.ts watches every
 * app it builds.
 */
import { afterEach, expect } from 'vitest';
import { takeContractProblems } from './contract-responses.ts';

afterEach(() => {
  expect(takeContractProblems(), 'answers not declared by openapi/openapi.yaml').toEqual([]);
});
