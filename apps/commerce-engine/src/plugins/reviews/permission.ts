import { PermissionDefinition } from '@vendure/core';

/** Lets an administrator hide and show product reviews (SuperAdmin has it automatically). */
export const manageProductReviewsPermission = new PermissionDefinition({
  name: 'ManageProductReviews',
  description: 'Allows hiding and showing product reviews',
});
