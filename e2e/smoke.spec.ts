import { expect, test } from "./fixtures";

test("the 404 page answers any unknown path", async ({ page }) => {
  await page.goto("/definitely/not/here");
  await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
