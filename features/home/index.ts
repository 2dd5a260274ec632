// The home page's own sections; the page composes them with the market listing and notices.
export { HeroSignUp } from './components/hero-sign-up';
export { AUTO_ADVANCE_MS, HomeCarousel } from './components/home-carousel';
export { TopTen } from './components/top-ten';
