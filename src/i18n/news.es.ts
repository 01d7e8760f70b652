// Spanish words of a lot's news manager.
const newsEs = {
  'news.add': 'Agregar noticia',
};
export default newsEs;
export type NewsMessageKey = keyof typeof newsEs;
