// Server entry: the app download block (a server component: it reads the configured download
// address and draws the QR code on the server). The home page places it as a section.
export {
  AppDownloadSection,
  type AppDownloadSectionProps,
} from './components/app-download-section';
export { qrCodeSvg } from '@/lib/qr-code';
export { appDownloadQrPath, localeOfQrFile } from './model/qr-path';
