import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "FeltButton"
    when: windowShown
    width: 600
    height: 200

    Component {
        id: buttonComponent
        FeltButton { text: "Concede" }
    }
    TextMetrics {
        id: metrics
    }

    // The table grows after its dialogs were made: a button whose font and
    // margins grow later must still be as wide as its whole text
    // (Jump Start's "Concede" was cut short to "Conce…" at 2560×1440).
    function test_growsWithALaterLargerFont() {
        const button = createTemporaryObject(buttonComponent, testCase, { "font.pixelSize": 15 });
        verify(button);
        waitForRendering(button);
        button.sizeScale = 1.76;
        button.font.pixelSize = 26;
        metrics.font = button.font;
        metrics.text = button.text;
        waitForRendering(button);
        verify(button.width >= Math.ceil(metrics.advanceWidth) + button.leftPadding + button.rightPadding,
               "width " + button.width + " for a text of " + metrics.advanceWidth);
        compare(button.contentItem.truncated, false);
    }
}
