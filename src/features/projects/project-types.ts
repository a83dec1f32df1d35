/** The contract's pool project types under the names the project screens use. */
import type { Schemas } from '../../api/types.ts';

export type Pool = Schemas['Pool'];
export type PoolInput = Schemas['PoolInput'];
export type PoolShape = Schemas['PoolShape'];
export type StairsType = Schemas['StairsType'];
export type StairsSide = Schemas['StairsSide'];
export type PoolConstruction = Schemas['PoolConstruction'];
export type Project = Schemas['Project'];
export type ProjectInput = Schemas['ProjectInput'];
export type ProjectListItem = Schemas['ProjectListItem'];
export type ProjectPhoto = Schemas['ProjectPhoto'];
