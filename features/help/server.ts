// Server entry of the help centre: the pages, and the articles for page metadata.
export { HelpCentre } from './components/help-centre';
export { HelpArticleView } from './components/help-article-view';
export {
  loadHelpArticle,
  loadHelpArticles,
  helpContentDirectory,
  type HelpArticle,
} from './server/articles';
