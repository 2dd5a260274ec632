// Server entry of the help centre and the legal documents: the pages, and their documents for
// page metadata.
export { HelpCentre } from './components/help-centre';
export { HelpArticleView } from './components/help-article-view';
export { LegalDocumentView } from './components/legal-document-view';
export {
  loadHelpArticle,
  loadHelpArticles,
  helpContentDirectory,
  type HelpArticle,
} from './server/articles';
