-- The product writes American English: a canceled tour's status is "canceled" (it was stored "cancelled").
UPDATE "tour_bookings" SET "status" = 'canceled' WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "tour_requests" SET "status" = 'canceled' WHERE "status" = 'cancelled';
