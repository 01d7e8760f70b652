// The command palette's search in a lot (issue 21 item 2; docs/api.md Search). Quiet: the palette shows its
// own failure beside the results instead of a notice.
import { SearchAnswer } from '../contracts/search.struct';
import { apiCall } from './http';

export const searchLot = (lotId: number, q: string): Promise<SearchAnswer> =>
  apiCall(SearchAnswer, `parkings/${lotId}/search?q=${encodeURIComponent(q)}`, { quiet: true });
