// Server entry: the home page's latest notices as a server component.
export { LatestNoticesSection } from './components/latest-notices-section';
