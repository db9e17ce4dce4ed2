// The statistics chart explains itself: a legend for its colours, a score
// axis with the highest and lowest score and zero, each game's score on its
// bar and the day under it (every day where they fit, fewer where they do
// not, the latest always).
import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "StatsChart"
    when: windowShown
    visible: true  // items report their own visibility only in a shown scene
    width: 900
    height: 300

    GameSession {
        id: session
    }
    StatsChart {
        id: chart
        width: 800
        theme: session.view.theme
    }

    function all(item, name) {
        let found = [];
        if (item.objectName === name)
            found.push(item);
        for (let i = 0; i < item.children.length; ++i)
            found = found.concat(all(item.children[i], name));
        return found;
    }
    function shownTexts(name) {
        return all(chart, name).filter(t => t.visible).map(t => t.text);
    }
    function games(n) {
        const out = [];
        for (let i = 0; i < n; ++i)
            out.push({ score: i % 3 === 0 ? -4 - i : 10 + i, won: i % 2 === 0, date: (i + 1) + " Nov" });
        return out;
    }

    function test_valuesAxisAndDates() {
        chart.games = games(5);
        waitForRendering(chart);
        compare(shownTexts("chartValue"), ["-4", "11", "12", "-7", "14"]);
        compare(all(chart, "axisTop")[0].text, "14");
        compare(shownTexts("chartDate"), ["1 Nov", "2 Nov", "3 Nov", "4 Nov", "5 Nov"]);
        verify(all(chart, "chartLegend")[0].visible);
        // A bar that falls below zero hangs under the zero line.
        const bars = all(chart, "chartBar");
        compare(bars.length, 5);
        const zeroY = chart.yOf(0);
        verify(bars[0].to > zeroY && bars[0].from === zeroY);
        verify(bars[1].from < zeroY && bars[1].to === zeroY);
    }

    function test_crowdedDatesThinOutButTheLatestShows() {
        chart.width = 300;
        chart.games = games(20);
        waitForRendering(chart);
        const dates = shownTexts("chartDate");
        verify(dates.length < 20 && dates.length > 1, dates);
        compare(dates[dates.length - 1], "20 Nov");
        // No two shown dates overlap.
        const shown = all(chart, "chartDate").filter(t => t.visible);
        for (let i = 1; i < shown.length; ++i)
            verify(shown[i].x >= shown[i - 1].x + shown[i - 1].width, i);
        chart.width = 800;
    }
}
