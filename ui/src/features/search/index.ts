export { SearchBox, type SearchBoxProps, type SearchType, type SearchValues } from "./components/SearchBox";
export { CollegeFinder } from "./components/CollegeFinder";
export { COLLEGES, POPULAR_COLLEGES, QUICK_PICK_COLLEGES, searchColleges, looksLikePlace, collegeLocation } from "./colleges";
