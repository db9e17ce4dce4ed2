// The table's buttons (TableButton, ButtonFace): the hint's ring and the
// keyboard's focus ring are made only while they show, and the tool tip of a
// withheld move comes once the mouse rests on the button, and goes with it.
import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "TableButton"
    when: windowShown
    width: 400
    height: 300
    visible: true

    Component {
        id: buttonComponent
        TableButton {
            x: 150
            y: 150
            text: "Bid 2"
        }
    }

    function shown(button, name) {
        const item = findChild(button, name);
        return item !== null && item.visible;
    }

    function test_ringsOnlyWhileTheyShow() {
        const button = createTemporaryObject(buttonComponent, testCase);
        verify(button);
        compare(findChild(button, "ring"), null);
        compare(findChild(button, "focusRing"), null);
        // A hint's ring.
        button.ringColour = "gold";
        tryVerify(() => shown(button, "ring"));
        verify(!shown(button, "focusRing"));
        button.ringColour = "transparent";
        tryVerify(() => findChild(button, "ring") === null);
        // The keyboard's focus.
        button.forceActiveFocus();
        tryVerify(() => shown(button, "focusRing"));
        verify(!shown(button, "ring"));
        button.focus = false;
        tryVerify(() => findChild(button, "focusRing") === null);
    }

    function test_toolTipOnceTheMouseRests() {
        const button = createTemporaryObject(buttonComponent, testCase, { toolTip: "Follow suit" });
        verify(button);
        mouseMove(button, button.width / 2, button.height / 2);
        verify(button.hovered);
        verify(!shown(button, "toolTip"), "the tool tip came before the mouse rested");
        tryVerify(() => shown(button, "toolTip"), 5000);
        mouseMove(testCase, 5, 5);
        verify(!button.hovered);
        tryVerify(() => findChild(button, "toolTip") === null);
    }

    function test_noToolTipWithoutText() {
        const button = createTemporaryObject(buttonComponent, testCase);
        mouseMove(button, button.width / 2, button.height / 2);
        verify(button.hovered);
        compare(findChild(button, "toolTip"), null);
    }
}
