/**
 * The catalogue worker's entry: a child process of the catalogue analysis
 * pool (catalogue-analysis.ts), with its own heap and time limits, so that
 * the heavy work on a family written by people never runs on the event
 * loop: reading and writing family files (YAML), placing errors on their
 * line, and the publishing gate (test cases and the reachability search).
 * Loaded by node itself (type stripping), in the server and under Vitest.
 */
import { compileFamily, familyToYaml, pointerLocator } from '../../engine/index.ts';
import { serveWorker } from '../workers/worker-entry.ts';
import { parsedFamilyText, type CatalogueTask } from './catalogue-tasks.ts';
import { publishBlockers } from './publish-checks.ts';

serveWorker((task: CatalogueTask) => {
  switch (task.kind) {
    case 'parse':
      return parsedFamilyText(task.text, task.locale);
    case 'export':
      return familyToYaml(task.document);
    case 'locate': {
      const locate = pointerLocator(task.text);
      return task.paths.map((path) => locate(path));
    }
    case 'publish_checks': {
      const result = compileFamily(task.document);
      if (!result.ok) throw new Error('publish checks want a document that compiles');
      return publishBlockers(result.catalogue, task.locale);
    }
  }
});
