// The listing application page's form; app/ renders the intro around it.
export { ListingApplyForm } from './components/listing-apply-form';
