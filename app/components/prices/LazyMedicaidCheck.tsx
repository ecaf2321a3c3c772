import { lazy, Suspense, type ComponentProps } from "react";
import { MedicaidCheck as ServerMedicaidCheck } from "./MedicaidCheck.ssr";

/**
 * The Medicaid check under a price preview: rendered in place on the server (so it works without JavaScript); in
 * the browser its code loads only with an answer to show, so a first visit does not download it.
 */
const MedicaidCheck = import.meta.env.SSR
  ? ServerMedicaidCheck
  : lazy(() => import("./MedicaidCheck").then((m) => ({ default: m.MedicaidCheck })));

export function LazyMedicaidCheck(props: ComponentProps<typeof ServerMedicaidCheck>) {
  return (
    <Suspense fallback={null}>
      <MedicaidCheck {...props} />
    </Suspense>
  );
}
