// Notices: the home page's latest list, the list of every notice and one notice's page.
export {
  getNoticeDetail,
  getNoticeDetailQueryOptions,
  isNoticeNotFound,
} from './api/get-notice-detail';
export {
  getNoticeList,
  getNoticeListQueryOptions,
  NOTICE_LIST_MAX_SIZE,
  NOTICE_LIST_SIZE,
  type NoticeListParams,
} from './api/get-notice-list';
export type { NoticeDetail, NoticePage, NoticeSummary } from './api/schemas';
export { LatestNotices } from './components/latest-notices';
export { HOME_NOTICES_SIZE } from './model/home-notices';
export { NoticeArticle } from './components/notice-article';
export { NoticeList } from './components/notice-list';
export { noticeParagraphs, parseNoticeId } from './model/notice-text';
