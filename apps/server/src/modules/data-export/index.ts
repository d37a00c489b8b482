/** The data export module ("Download my data", docs/privacy.md) as the rest of the server uses it; everything else in this folder is private. */
export { dataExportRoutes } from './routes';
