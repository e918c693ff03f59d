// The contract schemas the app checks replies against, loaded on the first checked call in a chunk of
// their own: zod stays out of the bundle of the login page (bench/bundle-size.ts).
export {
  adminUserAnswer,
  adminUserList,
  authAnswer,
  checkoutInfo,
  companyAnalyses,
  errorBody,
  seatsInfo,
  subscriptionInfo,
  tenderDetail,
  tenderList,
} from '@mieux-disant/domain';
