import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { NearbyHospitals } from "~/components/NearbyHospitals";
import type { NearbyHospitals as NearbyHospitalsData } from "~/domain/prices";

const hospital = (ccn: string, name: string, distanceMiles: number, cashPrice: number) => ({
  ccn,
  name,
  city: "New York",
  state: "NY",
  distanceMiles,
  cashPrice,
  stars: 3,
  priceFlag: null,
});

const data: NearbyHospitalsData = {
  located: "zip",
  hospitals: [hospital("330001", "Near And Dear", 1, 900), hospital("330002", "Far But Cheap", 4, 600)],
  unplacedInState: 0,
  state: "NY",
  radiusMiles: 25,
  nearestMiles: 1,
};

function renderAt(address: string) {
  const router = createMemoryRouter(
    [{ path: "/", element: <NearbyHospitals data={data} procedure="MRI" zip="10001" /> }],
    { initialEntries: [address], future: { v7_relativeSplatPath: true } },
  );
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const hospitalOrder = () => screen.getAllByRole("rowheader").map((cell) => within(cell).getByRole("link").textContent);

describe("NearbyHospitals sort", () => {
  it("is a pair of links that keep the search and set ?sort=, so it works without JavaScript", () => {
    renderAt("/?zip=10001&procedure=mri");
    const sort = screen.getByRole("group", { name: "Sort hospitals" });
    expect(within(sort).getByRole("link", { name: "Lowest price first" }).getAttribute("href")).toBe(
      "/?zip=10001&procedure=mri&sort=price",
    );
    expect(within(sort).getByRole("link", { name: "Nearest first" }).getAttribute("href")).toBe(
      "/?zip=10001&procedure=mri",
    );
    expect(within(sort).getByRole("link", { name: "Nearest first" }).getAttribute("aria-current")).toBe("true");
    expect(hospitalOrder()).toEqual(["Near And Dear", "Far But Cheap"]);
  });

  it("renders the order the address asks for (what the server sends a browser without JavaScript)", () => {
    renderAt("/?zip=10001&procedure=mri&sort=price");
    expect(hospitalOrder()).toEqual(["Far But Cheap", "Near And Dear"]);
    expect(screen.getByRole("link", { name: "Lowest price first" }).getAttribute("aria-current")).toBe("true");
  });

  it("reorders in place on a click", () => {
    renderAt("/?zip=10001&procedure=mri");
    fireEvent.click(screen.getByRole("link", { name: "Lowest price first" }), { button: 0 });
    expect(hospitalOrder()).toEqual(["Far But Cheap", "Near And Dear"]);
  });
});
