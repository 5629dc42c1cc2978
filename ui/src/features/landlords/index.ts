export { useLandlord, useLandlordList, useLandlordsNear, useLandlordReviews, useLandlordSearch, createLandlord, type SearchType } from "./api";
export { LANDLORD_TYPE_LABEL, reviewCount } from "./statistics";
