import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility, watchForErrors } from "./helpers";
import { signInWithCookie } from "./session";

const l = fixedT("en", "learning");
const ar = fixedT("ksa", "learning");

/** The learner of this project (tests/e2e/fixtures/users.json); each test works on its own course. */
function learner() {
  return {
    account: `e2e-learner-${test.info().project.name}@integrator.example`,
    password: "e2e learner password",
  };
}

async function signIn(page: Page) {
  await signInWithCookie(page.context(), page.request, test.info().project.use.baseURL!, learner());
}

/** A course card of /my-learn, by the course's title. */
const myCard = (page: Page, title: string) =>
  page.locator(".learn-card").filter({ has: page.getByRole("heading", { name: title }) });

test("Mark as done records a lesson; my learning shows 1 of 5 and resumes at the first lesson not done", async ({
  page,
}) => {
  const checkErrors = watchForErrors(page);
  await signIn(page);
  await page.goto("/training-video/nvr-110-2/training");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planning storage");
  await expect(page.locator("video")).toHaveAttribute(
    "poster",
    "/video-library/training-design/poster",
  );
  await page.getByRole("button", { name: l("lesson.markDone") }).click();
  await expect(page).toHaveURL(/\/training-video\/nvr-110-2\/training$/);
  await expect(page.getByRole("status")).toHaveText(l("toast.done"));
  await expect(page.locator(".learn-player__actions")).toContainText(l("lesson.completed"));
  await expect(page.locator(".learn-player__lessons .learn-lesson.is-done")).toHaveText([
    /^Planning storage/,
  ]);

  await page.goto("/my-learn");
  const card = myCard(page, "Recorder setup");
  await expect(card).toContainText(l("progress.text", { completed: 1, total: 5, percent: 20 }));
  await expect(card.locator("progress")).toHaveAttribute("value", "1");
  await card.getByRole("link", { name: l("course.resume") }).click();
  await expect(page).toHaveURL(/\/training-video\/nvr-110-1\/training$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unboxing the recorder");

  await page.goto("/my-learn/nvr-110/details");
  await expect(page.locator(".learn-lesson.is-done")).toHaveCount(1);
  await expect(
    page.getByRole("link", { name: l("my.resumeAt", { title: "Unboxing the recorder" }) }),
  ).toHaveAttribute("href", "/training-video/nvr-110-1/training");
  checkErrors();
});

test("with JavaScript, a lesson that plays to its end is recorded without reloading the page", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the video's end is seen by the page's script");
  const checkErrors = watchForErrors(page);
  await signIn(page);
  await page.goto("/csp-video/csp-201-1");
  await expect(page.getByRole("button", { name: l("lesson.markDone") })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.evaluate(async () => {
    const video = document.querySelector("video")!;
    if (video.readyState < 1)
      await new Promise((resolve) =>
        video.addEventListener("loadedmetadata", resolve, { once: true }),
      );
    video.muted = true;
    video.currentTime = Math.max(0, video.duration - 0.2);
    await video.play();
  });
  await expect(page.locator(".learn-player__actions")).toContainText(l("lesson.completed"));
  await expect(page.locator(".learn-player__lessons .learn-lesson.is-done")).toHaveCount(1);
  await expect(page.locator(".learn-player__lessons progress")).toHaveAttribute("value", "1");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goto("/csp-learn");
  await expect(page.locator("#csp-201")).toContainText(
    l("progress.text", { completed: 1, total: 5, percent: 20 }),
  );
  checkErrors();
});

test("Start learning enrols and opens the first lesson; a visitor signs in first", async ({
  page,
}) => {
  await page.goto("/training?line=platform");
  await page.getByRole("button", { name: l("course.start") }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftraining/);

  await signIn(page);
  await page.goto("/training-course");
  const course = page.locator("#cam-210");
  await course.getByRole("button", { name: l("course.start") }).click();
  await expect(page).toHaveURL(/\/training-video\/cam-210-1\/training$/);
  await expect(page.getByRole("status")).toHaveText(
    l("toast.enrolled", { course: "PTZ and low-light imaging" }),
  );
  await page.goto("/my-learn");
  await expect(myCard(page, "PTZ and low-light imaging")).toContainText(
    l("progress.text", { completed: 0, total: 5, percent: 0 }),
  );
});

test("my learning asks a visitor to sign in", async ({ page }) => {
  await page.goto("/my-learn");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-learn&required=1$/);
});

test("the catalogue filters with a GET form and pages", async ({ page }) => {
  await page.goto("/training");
  await expect(page.locator(".learn-card")).toHaveCount(6);
  await page
    .getByRole("navigation", { name: l("catalogue.pagination") })
    .getByRole("link", { name: "2" })
    .click();
  await expect(page.locator(".learn-card")).toHaveCount(2);
  await page.goto("/training?line=thermal");
  await expect(page.locator(".learn-card h2")).toHaveText(["Thermal imaging basics"]);
  await page.goto("/training?q=nothing-like-this");
  await expect(page.getByText(l("catalogue.empty"))).toBeVisible();
});

test("product certifications list their requirements and the learner's status", async ({
  page,
}) => {
  await page.goto("/product-certification");
  await expect(page.locator(".learn-card")).toHaveCount(5);
  await expect(page.getByText(l("certifications.signIn"))).toBeVisible();
  await expect(page.locator(".learn-status")).toHaveCount(0);
  await signIn(page);
  await page.goto("/product-certification");
  await expect(page.locator(".learn-status")).toHaveCount(5);
  await expect(page.locator("#cert-csp .learn-requirements li")).toHaveCount(4);
});

test("the specialist path in Arabic reads right to left", async ({ page }) => {
  await page.goto("/ksa/csp-learn");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar("csp.title"));
  await expect(page.locator(".learn-course h2")).toHaveText([
    "أساسيات الأخصائي",
    "الأخصائي: كاميرات الذكاء الاصطناعي والخوارزميات",
    "الأخصائي: أجهزة التسجيل والصيانة",
  ]);
  await expect(page.getByRole("link", { name: ar("csp.register") })).toHaveAttribute(
    "href",
    "/ksa/learn-register",
  );
});

test("an unknown lesson or course, or a lesson of the other path, is the 404 page", async ({
  page,
}) => {
  for (const path of [
    "/training-video/nope-1/training",
    "/training-video/csp-101-1/training",
    "/csp-video/cam-110-1",
    "/csp-video/brand-story",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await signIn(page);
  expect((await page.goto("/my-learn/nope/details"))?.status()).toBe(404);
});

testAccessibility([
  "/training",
  "/training-course",
  "/csp-learn",
  "/ksa/csp-learn",
  "/csp-video/csp-101-1",
  "/training-video/cam-110-1/training",
  "/product-certification",
]);
