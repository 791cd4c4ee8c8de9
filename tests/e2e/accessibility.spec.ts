import { testAccessibility } from "./helpers";

testAccessibility([
  "/home",
  "/ksa/home",
  "/about",
  "/ksa/privacy-policy",
  "/no-such-page",
  "/login",
  "/ksa/register",
]);
