import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The products feature's pages, by route name: loaded with their route, with the texts they show. */
export const productsRoutes = {
  products: screen(() => import('./components/ProductsPage')),
} satisfies FeatureRoutes;
