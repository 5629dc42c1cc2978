// The response shapes of contract §3 and §4. Timestamps are ISO 8601 strings in UTC.
import type { LandlordType, RentPeriod, ReportStatus, ReportType } from "./constants";

export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: 0 | 1;
  createdAt: string;
}

export interface Landlord {
  id: string;
  name: string;
  type: LandlordType;
  location: string;
  averageRating: number;
  totalReviews: number;
}

export interface Review {
  id: string;
  landlordId: string;
  userId: number | null;
  reviewerName: string | null;
  overallRating: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
  reviewText: string;
  propertyAddress: string | null;
  lengthOfResidence: string;
  monthlyRent: number | null;
  rentPeriod: RentPeriod;
  utilitiesIncluded: string;
  helpfulCount: number;
  createdAt: string;
  landlord: { id: string; name: string; location: string };
}

export interface ReviewCreated {
  review: Review;
  landlordId: string;
  isFirstReview: boolean;
}

export interface Report {
  id: number;
  reportType: ReportType;
  targetId: string;
  reportedByUserId: number | null;
  reportCategory: string;
  description: string;
  status: ReportStatus;
  adminNotes: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: number | null;
}

export interface ActivityItem {
  id: string;
  type: "review" | "helpful_vote";
  landlordName: string;
  date: string;
  rating?: number;
}

export interface UserStats {
  reviewsWritten: number;
  helpfulVotes: number;
  averageRating: number;
  joinDate: string;
  recentActivity: ActivityItem[];
}

export interface RentAnalysis {
  level: "low" | "average" | "high";
  description: string;
  marketData: { dataSource: "platform" | "external"; sampleSize: number; averageRent: number };
}

export interface ApiError {
  message: string;
  errors?: Record<string, string>;
  landlordId?: string;
}
