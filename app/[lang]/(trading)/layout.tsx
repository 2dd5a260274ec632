import { chromeLayout } from '../_components/chrome-layout';

export default chromeLayout('trading');
