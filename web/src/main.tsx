import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { showFlash } from "./stores/flash";
import { loadSession } from "./stores/session";
import { startThemeSync } from "./theme/themeSync";
import "./styles.css";

startThemeSync();
showFlash();
void loadSession();
// The socket client loads beside the signed-in pages, not before the sign-in page can show.
void import("./realtime").then(({ startRealtime }) => startRealtime());
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
