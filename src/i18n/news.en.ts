// English words of a lot's news manager, in news.es.ts's order.
import type { Translation } from './dictionary';
import type newsEs from './news.es';
const newsEn: Translation<typeof newsEs> = {
  'news.add': 'Add news',
};
export default newsEn;
