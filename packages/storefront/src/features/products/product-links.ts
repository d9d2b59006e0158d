import { paths } from '@/config/paths';

/** `/authorized/account/admin/products/new` is the new-product form (ids are numbers). */
export const NEW_PRODUCT_ID = 'new';
export const newProductHref = () => paths.product.getHref(NEW_PRODUCT_ID);

/** Keys of the one-time notices (flash-notice) shown after moving between the product pages. */
export const PRODUCTS_NOTICE_KEY = 'products';
export const productNoticeKey = (id: number) => `product:${String(id)}`;
