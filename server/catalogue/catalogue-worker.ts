/**
 * The catalogue worker's entry: a child process of the catalogue analysis
 * pool (catalogue-analysis.ts), with its own heap and time limits, so that
 * the heavy work on a family written by people never runs on the event
 * loop: reading and writing family files (YAML), placing errors on their
 * line, and the publishing gate (test cases and the reachability search).
 * Loaded by node itself (type stripping), in the server and under Vitest.
 */
import { compileFamily, domainProblemMessage, familyToYaml, findDomainProblems, pointerLocator, publishImpact, type Catalogue, type IdAllocator } from '../../engine/index.ts';
import { serveWorker } from '../workers/worker-entry.ts';
import { parsedFamilyText, type CatalogueTask, type ImpactAnswer, type ImpactTask } from './catalogue-tasks.ts';
import { publishBlockers } from './publish-checks.ts';

/** The family's ids; a key without one (none should be: a draft's keys get theirs when it is written) gets a number above them all. */
function allocator(ids: [string, number][]): IdAllocator {
  const known = new Map(ids);
  let next = Math.max(0, ...known.values());
  return (kind, key) => {
    const name = `${kind}:${key}`;
    if (!known.has(name)) known.set(name, ++next);
    return known.get(name)!;
  };
}

function impact(task: ImpactTask): ImpactAnswer {
  const compile = (document: unknown): Catalogue => {
    const result = compileFamily(document, { ids: allocator(task.ids) });
    if (!result.ok) throw new Error('the impact report wants documents that compile');
    return result.catalogue;
  };
  const draft = compile(task.draft);
  const versions = new Map(task.versions.map(([number, document]) => [number, compile(document)]));
  const report = publishImpact({ versions, draft, latest: task.latest, quotes: task.quotes });
  const domainProblems = findDomainProblems(draft).map((problem) => ({ path: problem.path, code: problem.kind, message: domainProblemMessage(problem, task.locale) }));
  return { ...report, domainProblems };
}

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
    case 'impact':
      return impact(task.task);
  }
});
