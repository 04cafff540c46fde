ALTER TABLE "venues" RENAME COLUMN "neighbourhood" TO "neighborhood";
