// Pure reads of the properties table: the fuzzy search on the lot's name (threshold 0.3, spec 3 §9).
import type { LotProperties } from '../../contracts/lot.struct';
import { fuzzySearch } from '../../domain/tables/fuzzy-search';
import type { PropertiesListContext } from './properties-list.machine';

const searchLots = fuzzySearch<LotProperties>(['name']);

export const foundLots = ({ lots, query }: Pick<PropertiesListContext, 'lots' | 'query'>): readonly LotProperties[] => searchLots(lots, query);
